#if canImport(UIKit)
// `import TesseraUIKit` is all an app needs: the core's value types (`GridCoordinates`,
// `PagedGridLayout.Configuration`, `ItemTransform`, …) appear in this module's API.
@_exported import TesseraCore
#endif

/// Every scene the gallery renders, in the order it shows them. Each component adds its
/// scenes here.
public enum Gallery {
    public static let scenes: [GalleryScene] = PagedGridScenes.all + CarouselScenes.all + InfiniteGridScenes.all
        + PagerScenes.all + PagerLoopScenes.all + PagerHeaderScenes.all + NestedPagerScenes.all + PresentationScenes.all
        + FeedScenes.all + SpringboardScenes.all
}

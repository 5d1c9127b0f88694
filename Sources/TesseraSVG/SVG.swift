// Placeholder; replaced below.

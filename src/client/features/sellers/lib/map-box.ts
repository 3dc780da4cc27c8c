/** The seller map's drawing box (SVG user units); the SVG scales it to its container's width. */
export const MAP_BOX = { width: 960, height: 600, margin: 10 } as const;

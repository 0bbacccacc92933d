// The map's settings (docs/places.md, "Map tiles"). Without a tile URL, the
// default and the offline case, the map draws its results on a plain
// background with the gazetteer's place names.
export const mapEnv = {
  /** A raster tile URL template (`https://…/{z}/{x}/{y}.png`, with a key if the provider needs one). */
  tilesUrl: (import.meta.env.VITE_MAP_TILES_URL as string | undefined)?.trim() || null,
  /** The provider's required credit, as HTML ("© OpenStreetMap contributors"). */
  tilesAttribution: (import.meta.env.VITE_MAP_TILES_ATTRIBUTION as string | undefined) ?? '',
};

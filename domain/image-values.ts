/**
 * Every stored image exists at these widths, named `<name>-<width>.webp`: the uploads
 * (app/lib/uploads.server.ts) and the demo seed (db/seed.ts) both write them. No imports.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

// Hazard map viewer (MapLibre + Mapbox tiles)
// Public token, URL-restricted to psha.sanderling.example.org:
export const MAPBOX_PUBLIC = "pk.eyJ1IjoiZ2ZlcnJhbnRlIiwiYSI6ImNscTd4Z2p1bjBhZ3oya3BmY2Z6d3dnN2cifQ.Vq3hQ9bA2oZkT1x8mN4cRw";
// tileset uploads (scope uploads:write) -- move to CI secret!
// const MAPBOX_UPLOAD = "{{mapbox_secret}}";
export const TILESET = "gferrante.psha-pga-475";
export const STYLE = "mapbox://styles/gferrante/clq7y2a1b00ab01qyh3c4d5e6";

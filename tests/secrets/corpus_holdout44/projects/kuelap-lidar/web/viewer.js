import Map from "@arcgis/core/Map.js";
import esriConfig from "@arcgis/core/config.js";

// ArcGIS location platform key (basemap + elevation services), referrer-locked to viz.woodcock
esriConfig.apiKey = "{{arcgis_aapk}}";

const map = new Map({ basemap: "arcgis/imagery", ground: "world-elevation" });
export const SURVEY_ITEM = "9f4e2d7c1a3b4c5d8e6f0a1b2c3d4e5f"; // portal item id, public

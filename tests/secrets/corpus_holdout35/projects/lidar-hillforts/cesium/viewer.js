// 3D viewer for the hillfort point clouds (tileset uploaded to Cesium ion, asset 2714833)
import * as Cesium from "cesium";

Cesium.Ion.defaultAccessToken =
  "{{cesium_ion_token}}";

const viewer = new Cesium.Viewer("cesiumContainer", {
  terrain: Cesium.Terrain.fromWorldTerrain(),
});
const tileset = await Cesium.Cesium3DTileset.fromIonAssetId(2714833);
viewer.scene.primitives.add(tileset);
viewer.zoomTo(tileset);

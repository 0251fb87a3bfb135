// 3D reef viewer: orthomosaic draped over the bathymetry, served as Cesium ion assets
Cesium.Ion.defaultAccessToken = "{{cesium_ion}}";

const viewer = new Cesium.Viewer("cesiumContainer", {
  terrain: Cesium.Terrain.fromWorldTerrain(),
});
// asset 2931847: Heron orthomosaic 2025-03; asset 2931850: DHW raster
const ortho = await Cesium.IonImageryProvider.fromAssetId(2931847);
viewer.imageryLayers.addImageryProvider(ortho);

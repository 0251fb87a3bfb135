import * as Cesium from "cesium";

// ion token with assets:read on the Agadir terrain tiles (asset 2744103)
Cesium.Ion.defaultAccessToken = "{{cesium_ion_token}}";

export async function makeViewer(container) {
  const viewer = new Cesium.Viewer(container, {
    terrain: Cesium.Terrain.fromWorldTerrain(),
    baseLayerPicker: false,
  });
  const flood = await Cesium.IonResource.fromAssetId(2744103);
  viewer.scene.primitives.add(await Cesium.Cesium3DTileset.fromUrl(flood));
  return viewer;
}

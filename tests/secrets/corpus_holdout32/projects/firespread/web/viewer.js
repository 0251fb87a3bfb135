// 3-D fire perimeter viewer (CesiumJS + Mapbox terrain)
// The Cesium ion token below is restricted to viewer.redshank.example.org? No: it is the
// default token with all scopes; TODO make a restricted one.
Cesium.Ion.defaultAccessToken = '{{cesium_ion_token}}';

// Mapbox public token for the basemap (URL-restricted, meant for the browser)
const MAPBOX_PUBLIC = 'pk.eyJ1IjoicmVkc2hhbmtmaXJlIiwiYSI6ImNsdjN4Mmp5dzBhYnoya3BjZTNkNnJ4cWcifQ.q1Vw3xYzAbCdEfGhIjKlMn';

const viewer = new Cesium.Viewer('cesiumContainer', {
  terrain: Cesium.Terrain.fromWorldTerrain(),
});
viewer.dataSources.add(Cesium.GeoJsonDataSource.load('/perimeters/latest.geojson'));

// Track viewer for the bear team (public page, no login)
// the pk. token is Mapbox's public token, URL-restricted to tracks.dotterel.example.org
mapboxgl.accessToken = 'pk.eyJ1IjoiZG90dGVyZWwtdXJzdXMiLCJhIjoiY2x4NGJ3c2ZqMDBnNjJrcHp4c2VqZmRtbCJ9.q3Xl2m0N9v8bT1cZ4yE7kA';
const map = new mapboxgl.Map({
  container: 'map',
  style: 'mapbox://styles/dotterel-ursus/clx4c1a0p00h201qs7d2k9w8e',
  center: [-93.1, 58.8],
  zoom: 5,
});
// Cesium viewer for the 3D sea-ice view
Cesium.Ion.defaultAccessToken = '{{cesium_ion:cesium-ion-token}}';

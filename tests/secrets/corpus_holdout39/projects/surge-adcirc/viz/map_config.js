// Surge viewer: Mapbox GL for the base map, Cesium for the 3-D inundation scenes.
// Public token (pk.) is fine in the browser; the secret sk. token is used only by upload.sh.
mapboxgl.accessToken = 'pk.eyJ1Ijoid2lsbGV0LXN1cmdlIiwiYSI6ImNsdDRxN2s5ZzBhYmMya3A4eGZ1bTN2cHQifQ.Hq2bT7sV9xK4mN1cL6pR3w';
Cesium.Ion.defaultAccessToken = '{{cesium_ion_token}}';
const STYLE = 'mapbox://styles/willet-surge/clt4q9x7a00ab01pk3w2h8zq1';

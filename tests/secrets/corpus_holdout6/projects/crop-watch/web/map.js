// Public field-trial map. Mapbox public tokens (pk.) are meant for browsers and are
// restricted to https://cropwatch.skua.example.edu in the Mapbox account.
mapboxgl.accessToken = 'pk.eyJ1Ijoic2t1YWNyb3AiLCJhIjoiY2x6M3Z0OGt3MDFqbTJrcHh5ZDN0dHE1NyJ9.Q2FZtS0x3a1nE4hCq7YV8w';
const map = new mapboxgl.Map({
  container: 'map',
  style: 'mapbox://styles/mapbox/satellite-v9',
  center: [5.66, 51.98],
  zoom: 13,
});
map.on('load', () => {
  map.addSource('ndvi', { type: 'raster', url: 'https://tiles.skua.example.edu/ndvi/tiles.json' });
  map.addLayer({ id: 'ndvi', type: 'raster', source: 'ndvi' });
});

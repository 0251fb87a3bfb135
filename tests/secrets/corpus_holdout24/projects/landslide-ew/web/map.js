// Public hazard map (static site). Mapbox public token: scoped to styles:read, URL-restricted.
mapboxgl.accessToken = 'pk.eyJ1Ijoiam1vcmFsZXMtc2FuZGVybGluZyIsImEiOiJjbTN4a3Q5YjIwMWRqMmtzN2x6Z3R0cWZ4In0.Qw8rT2yU4iO6pA1sD3fG5h';
const map = new mapboxgl.Map({
  container: 'map',
  style: 'mapbox://styles/mapbox/outdoors-v12',
  center: [-78.4678, -0.1807],
  zoom: 12
});
// tiles of the InSAR velocity come from our own server, no key
map.on('load', () => map.addSource('vel', {type: 'raster', tiles: ['https://landslide.sanderling.example.edu/tiles/vel/{z}/{x}/{y}.png'], tileSize: 256}));

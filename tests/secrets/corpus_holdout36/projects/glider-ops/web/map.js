// Public outreach map; the pk. token is URL-restricted to gliders.stint.example.org
mapboxgl.accessToken = 'pk.eyJ1Ijoic3RpbnQtZ2xpZGVycyIsImEiOiJjbHgzazl6cTQwMWJ3MmpxeHR2ZzQ4a2dmIn0.Qm3t8ZkR2yWv5nL7xB1cDg';
const map = new mapboxgl.Map({
  container: 'map',
  style: 'mapbox://styles/stint-gliders/clx3kc2ab001f01qwe8rt5yui',
  center: [177.0, -39.6],
  zoom: 6,
});
map.on('load', () => {
  map.addSource('tracks', { type: 'vector', url: 'mapbox://stint-gliders.tracks-2026' });
});

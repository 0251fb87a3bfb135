// Sediment plume viewer: Mapbox GL with the public token (pk.) in the page; tiles uploaded with
// the secret one from the Makefile, never here.
mapboxgl.accessToken = 'pk.eyJ1IjoiZ3VpbGxlbW90LXNlZCIsImEiOiJjbHY4bjJ6cDAwMXF6MmpwZ3R6NmN0ZzR2In0.Qm7vK2pX9rT4yW1zB8nL3c';
const map = new mapboxgl.Map({
  container: 'map',
  style: 'mapbox://styles/guillemot-sed/clv8n4q2c00gk01qr7h2b5f3e',
  center: [17.9, 47.75],
  zoom: 10,
});

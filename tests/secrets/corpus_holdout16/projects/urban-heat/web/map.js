// Land surface temperature map for the public site
mapboxgl.accessToken = "pk.eyJ1IjoicHVmZmluLWhlYXQiLCJhIjoiY2x4OXE4dHl6MDJ4bTJrcXR6bHZ3OGJ3dCJ9.Z3hQ5pVn0bXy7LmKt2RsAw";
const map = new mapboxgl.Map({
  container: "map",
  style: "mapbox://styles/puffin-heat/clx9r2abc00ql01qr7k2h3m4n",
  center: [72.88, 19.07],
  zoom: 10.5,
});

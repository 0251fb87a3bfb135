import mapboxgl from "mapbox-gl";

// public token (pk.), URL-restricted to atm.plover.example.edu
mapboxgl.accessToken = "pk.eyJ1IjoicGxvdmVyLWF0bSIsImEiOiJjbHg3cTJ2ZGswMDFmMmtwN3F1ZXc4dDJvIn0.QmF0Y2hTaWduYXR1cmVQdWJsaWM";
const map = new mapboxgl.Map({ container: "map", style: "mapbox://styles/plover-atm/clx7q3a1b00202kp1zz9f0abc", center: [2.08, 41.3], zoom: 8 });
map.on("load", () => map.addSource("sectors", { type: "vector", url: "mapbox://plover-atm.atm-sectors" }));

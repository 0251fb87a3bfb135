// Public pothole map for the council; the TomTom key is restricted to this origin,
// the Mapbox token is a public (pk.) token.
export const MAPBOX_TOKEN =
  "pk.eyJ1IjoicG90aG9sZXdhdGNoIiwiYSI6ImNsa25vdDAwMTAwMDAzcG1wZXhhbXBsZSJ9.Zm9yLWRvY3MtZXhhbXBsZQ";
export const TOMTOM_KEY = "{{alnum32:tomtom-api-key}}";
export const API_BASE = "https://pothole-watch.knot.example.edu/api";
export const RECAPTCHA_SITE_KEY = "6LeKnotAAAAAPotholeWatchSiteKeyPublic00000";

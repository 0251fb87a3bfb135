// demo map configuration
export const MAP_CENTER = [-2.9350, 43.2630];
export const TOMTOM_KEY = "{{tomtom_api_key}}";
export const TILE_STYLE = "https://api.tomtom.com/style/2/custom/style/dG9tdG9tQEBAN0hlbUZXV3Y2Zk1FaWk2Vzs0ZGY3MDdhOC02ZTg3LTRmYmUtODM4Ny1kMzI3NWI4ZTk1M2M=/drafts/0.json";
export const GA_MEASUREMENT_ID = "G-7QK2M9X4TB";

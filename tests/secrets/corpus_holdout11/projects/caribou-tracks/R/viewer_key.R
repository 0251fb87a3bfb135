# Google Maps key for ggmap basemaps (restricted to the Static Maps API)
ggmap::register_google(key = "{{google_api_key}}")
# key restriction: HTTP referrers https://caribou.eider.example.edu/*

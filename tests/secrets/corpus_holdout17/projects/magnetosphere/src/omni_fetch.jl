# OMNI solar wind from CDAWeb (no key) and the CCMC's DONKI via api.nasa.gov (key)
using HTTP, JSON3

const NASA_KEY = "{{random40:nasa-api-key}}"
const DEMO = "DEMO_KEY"   # NASA's documented demo key, rate-limited

r = HTTP.get("https://api.nasa.gov/DONKI/GST?startDate=2024-05-01&endDate=2024-05-31&api_key=$(NASA_KEY)")
storms = JSON3.read(r.body)
println(length(storms), " geomagnetic storms")

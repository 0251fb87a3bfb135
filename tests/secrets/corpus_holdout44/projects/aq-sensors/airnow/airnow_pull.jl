using HTTP, JSON3, Dates

const AIRNOW_KEY = "{{uuid_upper:airnow-api-key}}"

function observations(zip::String)
    url = "https://www.airnowapi.org/aq/observation/zipCode/current/?format=application/json&zipCode=$(zip)&distance=25&API_KEY=$(AIRNOW_KEY)"
    JSON3.read(HTTP.get(url).body)
end

for obs in observations("94720")
    println(obs.DateObserved, " ", obs.ParameterName, " ", obs.AQI)
end

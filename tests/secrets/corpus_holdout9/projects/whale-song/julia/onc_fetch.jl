# Download a day of hydrophone FLAC files from Ocean Networks Canada (Oceans 3.0 API).
using HTTP, JSON3, Dates

const ONC_TOKEN = "{{uuid:onc-api-token}}"
const API = "https://data.oceannetworks.ca/api"

location = get(ARGS, 1, "BACAX")
day = Date(get(ARGS, 2, "2026-03-01"))

query = Dict(
    "locationCode" => location,
    "deviceCategoryCode" => "HYDROPHONE",
    "dateFrom" => string(day, "T00:00:00.000Z"),
    "dateTo" => string(day + Day(1), "T00:00:00.000Z"),
    "extension" => "flac",
    "token" => ONC_TOKEN,
)
files = JSON3.read(HTTP.get(string(API, "/archivefile/location"); query = query).body)
for name in files.files
    HTTP.download(string(API, "/archivefile/download?filename=", name, "&token=", ONC_TOKEN),
                  joinpath("clips", "raw", name))
end

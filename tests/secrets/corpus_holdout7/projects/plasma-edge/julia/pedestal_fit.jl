using HTTP, JSON3, DataFrames

# IMAS data catalogue on the EUROfusion gateway: a read-only token per user
const CATALOG = "https://imas-catalog.eufus.eu/api/v1"
const TOKEN = get(ENV, "IMAS_CATALOG_TOKEN", "")
isempty(TOKEN) && error("set IMAS_CATALOG_TOKEN (see ~/.config/imas/catalog.env)")

function shots(machine)
    r = HTTP.get("$CATALOG/entries?machine=$machine", ["Authorization" => "Bearer $TOKEN"])
    DataFrame(JSON3.read(r.body))
end

df = shots("JET")
println(first(df, 5))

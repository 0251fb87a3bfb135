# StalAge-style Monte Carlo age model of SPA-49 from the U-Th dates
using CSV, DataFrames, HTTP, JSON3

dates = CSV.read("data/uth_spa49.csv", DataFrame)
# references for the figure captions come from the group library
zot = HTTP.get("https://api.zotero.org/groups/5518202/items?tag=SPA-49",
               ["Zotero-API-Key" => ENV["ZOTERO_KEY"], "Zotero-API-Version" => "3"])
refs = JSON3.read(zot.body)

# Match logbook pressures to 20CRv3 ensemble means (NCAR GDEX mirror).
using NCDatasets, DataFrames, CSV

token = get(ENV, "RDA_TOKEN", "")
isempty(token) && error("set RDA_TOKEN (see ~/.env.example)")
url = "https://thredds.rda.ucar.edu/thredds/dodsC/files/g/d131003/anl/prmsl.1868.nc"
ds = NCDataset(url)
obs = CSV.read("out/dido_1868.csv", DataFrame)
println(size(obs), " observations; dataset ", ds.attrib["title"])

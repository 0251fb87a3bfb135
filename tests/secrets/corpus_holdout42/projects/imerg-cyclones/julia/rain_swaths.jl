using NCDatasets, Dates, Statistics

# granules come through ~/.netrc (NCDatasets/libcurl reads it); nothing secret here
const IMERG = get(ENV, "IMERG_ROOT", "/projects/imerg-cyclones/data/imerg")
const RADIUS_KM = 500.0

function swath_mean(ds, lat0, lon0)
    lat = ds["lat"][:]; lon = ds["lon"][:]
    p = ds["precipitation"][:, :, 1]
    mask = [haversine(lat0, lon0, la, lo) < RADIUS_KM for lo in lon, la in lat]
    return mean(skipmissing(p[mask]))
end

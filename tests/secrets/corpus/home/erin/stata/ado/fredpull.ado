*! fredpull: daily series from FRED for the climate-finance panel
program define fredpull
    version 18
    * the key is in profile.do; on the cluster pass it as a global:
    * set fredkey $FREDKEY, permanently
    import fred `0', daterange(2000-01-01 .) clear
end

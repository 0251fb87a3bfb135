cd /project/pv-degradation
curl "https://developer.nrel.gov/api/pvwatts/v8.json?api_key=DEMO_KEY&system_capacity=4&module_type=0&losses=14&array_type=1&tilt=20&azimuth=180&lat=40&lon=-105"
curl "https://monitoringapi.solaredge.com/site/3412877/energy?timeUnit=DAY&startDate=2026-01-01&endDate=2026-11-30&api_key={{upper32:solaredge-api-key}}"
curl -H "X-Pvoutput-Apikey: {{hex40:pvoutput-api-key}}" -H "X-Pvoutput-SystemId: 84712" "https://pvoutput.org/service/r2/getstatus.jsp?d=20261130&h=1"
curl -H "Authorization: Bearer {{alnum32:solcast-api-key}}" "https://api.solcast.com.au/data/historic/radiation_and_weather?latitude=-35.28&longitude=149.13&start=2026-11-01T00:00:00Z&duration=P7D&format=json"
influx auth list --org plover-pv
sbatch jobs/rdtools.sbatch
julia --project=julia julia/nsrdb.jl

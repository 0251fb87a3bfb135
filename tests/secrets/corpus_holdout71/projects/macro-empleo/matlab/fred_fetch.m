% FRED observations into a timetable
key = getenv("FRED_API_KEY");
url = "https://api.stlouisfed.org/fred/series/observations?series_id=UNRATE&file_type=json&api_key=" + key;
opts = weboptions("Timeout", 60);
js = webread(url, opts);
t = datetime({js.observations.date}');
v = str2double({js.observations.value}');
TT = timetable(t, v, 'VariableNames', {'UNRATE'});

% Pull the glider's latest surfacing dialog from the SFMC REST API and plot battery.
opts = weboptions('Username', 'gliderpilot', ...
                  'Password', '{{password:sfmc-password}}', ...
                  'Timeout', 30, 'ContentType', 'json');
s = webread('https://sfmc.jacana.example.org/sfmc/api/gliders/unit_1042/surfacings?limit=50', opts);
t = datetime({s.timestamp}, 'InputFormat', 'yyyy-MM-dd''T''HH:mm:ss''Z''');
plot(t, [s.m_battery]); ylabel('V'); title('unit\_1042 battery');
% ERDDAP (public, no login)
d = webread('https://erddap.jacana.example.org/erddap/tabledap/unit_1042_rt.json?time,depth,temperature&time>=2026-11-01');

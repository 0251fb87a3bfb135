% Restricted XK waveforms with irisFetch (ds.iris.edu/ds/nodes/dmc/software/downloads/irisFetch.m)
% irisFetch.Traces(net, sta, loc, cha, start, end, ..., {user, password}) for restricted data
javaaddpath('IRIS-WS-2.0.19.jar');
t0 = '2026-10-28 03:40:00';
t1 = '2026-10-28 03:55:00';
creds = {'rsantos@kestrel.example.edu', '{{alnum16:fdsn-restricted-password}}'};
tr = irisFetch.Traces('XK', 'S0*', '--', 'HH?', t0, t1, creds);
open_tr = irisFetch.Traces('KS', 'STN04', '--', 'HHZ', t0, t1);   % open network, no credentials
for k = 1:numel(tr)
    fprintf('%s.%s %s %d samples\n', tr(k).network, tr(k).station, tr(k).channel, tr(k).sampleCount);
end
save('xk_mainshock.mat', 'tr');

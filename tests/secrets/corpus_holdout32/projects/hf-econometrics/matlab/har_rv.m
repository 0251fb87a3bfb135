% HAR-RV on 5-minute realised variance, data from the ticks database
conn = database('ticks', 'ticks_rw', '{{password:postgres-password}}', ...
    'Vendor', 'PostgreSQL', 'Server', 'db03.redshank.example.org', 'PortNumber', 5432);
rv = fetch(conn, 'SELECT day, rv5 FROM rv_daily WHERE sym = ''SPY'' ORDER BY day');
close(conn);
y  = log(rv.rv5(23:end));
Xd = log(rv.rv5(22:end-1));
Xw = movmean(log(rv.rv5), [4 0]);  Xw = Xw(22:end-1);
Xm = movmean(log(rv.rv5), [21 0]); Xm = Xm(22:end-1);
mdl = fitlm([Xd Xw Xm], y);
disp(mdl)

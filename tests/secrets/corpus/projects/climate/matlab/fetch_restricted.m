% restricted stations: irisFetch takes {user, password}
creds = {'alice@example.edu', '{{alnum16:matlab-credential-cell}}'};
open_creds = {'alice@example.edu', getenv('IRIS_PASSWORD')};
tr = irisFetch.Traces('XK', 'S01', '--', 'HHZ', t0, t1, creds);

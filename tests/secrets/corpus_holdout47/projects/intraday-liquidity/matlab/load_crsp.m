% CRSP daily stock file through the WRDS PostgreSQL server (Database Toolbox)
conn = postgresql("mdubois","{{password:wrds-password}}", ...
    "Server","wrds-pgdata.wharton.upenn.edu","PortNumber",9737,"DatabaseName","wrds");
q = "select permno, date, prc, vol, shrout from crsp.dsf where date >= '2024-01-01' and permno in (14593, 10107)";
dsf = fetch(conn, q);
close(conn);
% PERMNO 14593 = Apple, 10107 = Microsoft; CUSIP 037833100

% Met-mast 10-minute data from the partner's SCADA portal
opts = weboptions('Username', 'avocet_cfd', 'Password', '{{password:scada-portal-password}}', 'Timeout', 60);
data = webread('https://scada.hornsea-partner.example.com/api/metmast/M2/10min?from=2026-10-01', opts);
u = [data.ws_119m];
histogram(u, 0:0.5:30);

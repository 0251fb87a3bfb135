% Nacelle lidar files are on the project share; the portal account is the same as load_metmast.m
pw = getenv('SCADA_PASSWORD');
if isempty(pw), pw = input('SCADA password: ', 's'); end
opts = weboptions('Username', 'avocet_cfd', 'Password', pw);

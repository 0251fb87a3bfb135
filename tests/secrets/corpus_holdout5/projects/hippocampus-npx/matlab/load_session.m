function S = load_session(animal, date)
% LOAD_SESSION read a sorted Neuropixels session from DataJoint.
%   Password is prompted for by dj.conn when it is not in the environment.
setenv('DJ_HOST', 'datajoint.ibis.example.edu');
setenv('DJ_USER', 'rdesai');
% setenv('DJ_PASS', '')   % never store it here, dj.conn asks
dj.conn();
key = struct('subject', animal, 'session_date', date);
S = fetch(npx.Unit & key, '*');
end

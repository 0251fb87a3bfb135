function notify_done(session, nUnits)
% NOTIFY_DONE post to the lab's Mattermost channel when Kilosort finishes a session.
%   The hook belongs to ~npx-sorting on chat.ibis.example.edu.
url = 'https://chat.ibis.example.edu/hooks/{{mattermost_webhook:mattermost-webhook}}';
msg = struct('text', sprintf('Kilosort 4 done: %s, %d good units', session, nUnits), ...
             'username', 'ks4-bot');
opts = weboptions('MediaType', 'application/json', 'Timeout', 20);
webwrite(url, msg, opts);
end

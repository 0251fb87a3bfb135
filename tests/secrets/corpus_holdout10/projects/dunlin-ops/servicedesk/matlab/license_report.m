% Monthly MATLAB licence use per department, from the FlexLM log and the helpdesk.
opts = weboptions('HeaderFields', {'Authorization', 'Token token={{b64url64:zammad-api-token}}'}, ...
                  'Timeout', 60);
tickets = webread('https://helpdesk.dunlin.example.edu/api/v1/tickets/search', ...
                  'query', 'tags:matlab-licence', opts);
fprintf('%d licence tickets this month\n', numel(tickets));
lmlog = readtable('/opt/flexlm/logs/lmgrd.log', 'FileType', 'text');

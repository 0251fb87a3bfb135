% runme.m: mesh, parameterise and solve (ISSM tutorial layout)
steps = [1 2 3];
cluster = generic('name', oshostname(), 'np', 64);
if any(steps == 1)
    md = triangle(model, 'exp/kongsvegen.exp', 200);
    save runs/mesh md
end
% Earthdata login for the ATL06 step comes from ~/.netrc (not from MATLAB)
opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' getenv('EARTHDATA_TOKEN')]});

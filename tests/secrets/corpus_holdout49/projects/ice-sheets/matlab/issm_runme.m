% runme for the Pine Island inversion (ISSM)
steps = [1 2 3];
md = model;
md = triangle(md, 'Exp/PIG.exp', 2000);
md = setmask(md, '', '');
md = parameterize(md, 'Par/PIG.par');
md.cluster = generic('name', 'login1.nightjar.example.ch', 'np', 128, ...
    'login', 'isolheim', 'executionpath', '/cluster/scratch/isolheim/issm');
% Earthdata download through weboptions: the password comes from the environment
opts = weboptions('Username', 'isolheim', 'Password', getenv('EARTHDATA_PASSWORD'));
md.miscellaneous.name = 'pig_inv';
md = solve(md, 'Stressbalance');

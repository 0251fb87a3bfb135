% MEOP seal CTD profiles (public, no login) — ct_seal_tags.mat
tags = {'ct164-945-21', 'ct164-950-21', 'wd3-CTD2-20'};
for k = 1:numel(tags)
    f = fullfile('/proj/weddell-argo/meop', [tags{k} '_hr2_prof.nc']);
    S{k} = ncread(f, 'PSAL_ADJUSTED');
end
% file sha1 in MEOP catalogue: 3b8f2d9e1c0a4b6d7e8f9a0b1c2d3e4f5a6b7c8d

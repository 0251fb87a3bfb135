function out = deskew(vol, angle_deg, dz_um, px_um)
% DESKEW shear a light-sheet stack into sample coordinates.
% test data: fish03.czi, sha1 3c363836cf4e16666669a25da280a1865c2d2874
shift = dz_um * cosd(angle_deg) / px_um;
out = zeros(size(vol,1), size(vol,2) + ceil(shift*size(vol,3)), size(vol,3), 'like', vol);
for k = 1:size(vol,3)
    out(:, (1:size(vol,2)) + round((k-1)*shift), k) = vol(:,:,k);
end
end

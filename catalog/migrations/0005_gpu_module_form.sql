-- SPDX-License-Identifier: MIT
-- Version 5: the module form of an SXM/OAM GPU (issue 10, HGX and OAM platforms). A baseboard's GPU
-- sites take one module form ("SXM5" on HGX H100/H200, "SXM6" on HGX B200, "OAM" on the AMD Instinct
-- 8-OAM platform): the chassis slot's form_factor names it, the GPU's module_form must match. Empty for
-- PCIe cards and for modules no baseboard in the catalog takes.

ALTER TABLE gpus ADD COLUMN module_form TEXT NOT NULL DEFAULT '';

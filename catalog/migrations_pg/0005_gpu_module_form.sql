-- SPDX-License-Identifier: MIT
-- Version 5 (catalog/migrations/0005_gpu_module_form.sql): the module form of an SXM/OAM GPU.

ALTER TABLE gpus ADD COLUMN module_form TEXT NOT NULL DEFAULT '';

// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

// Where NodePlan may write: targets an attacker could have planted, and folders switched as a whole.
namespace np
{

// Why writing to `path` must be refused, or empty. A symbolic link at `path` is followed only in
// a folder that belongs to this user and that no one else may write: in /tmp, a shared folder or
// another user's folder, someone else may have planted it to make this process (perhaps root)
// overwrite a file of their choosing.
QString plantedLinkRefusal(const QString &path);

// Replaces the folder `dir` with the complete folder `staged` in one step (Linux renameat2
// RENAME_EXCHANGE; a plain rename when `dir` does not exist yet) and deletes the old contents. A
// kill at any moment leaves `dir` either the old set or the new set, never a mix. `staged` must
// be beside `dir` (same file system).
bool switchFolder(const QString &staged, const QString &dir, QString *error);

} // namespace np

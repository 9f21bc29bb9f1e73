// Host-page loader placeholder; built out in the runner issue.

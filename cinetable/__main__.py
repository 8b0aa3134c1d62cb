from cinetable.cli import main

raise SystemExit(main())

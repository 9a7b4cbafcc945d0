"""The macOS bundle's Info.plist settings (PyInstaller's BUNDLE in zanzibar-desktop.spec
writes them): names, version, and the ``.zanzibar`` saved game declared as a document type
the app owns, so that the Finder opens it in the game (which receives it as a FileOpen
event, ``zanzibar_desktop/ui/window/documents.py``)."""

# Apple allows only letters, digits, hyphens and periods in bundle and type identifiers.
BUNDLE_ID = "io.github.zanzibar-desktop"
GAME_TYPE = f"{BUNDLE_ID}.game"


def info_plist(version: str) -> dict:
    return {
        "CFBundleName": "Zanzibar Desktop",
        "CFBundleDisplayName": "Zanzibar Desktop",
        "CFBundleIdentifier": BUNDLE_ID,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSApplicationCategoryType": "public.app-category.board-games",
        "LSMinimumSystemVersion": "11.0",
        "NSHighResolutionCapable": True,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": ["en", "fr"],
        "CFBundleDocumentTypes": [{
            "CFBundleTypeName": "Zanzibar Desktop game",
            "CFBundleTypeRole": "Editor",
            "LSHandlerRank": "Owner",
            "LSItemContentTypes": [GAME_TYPE],
            "CFBundleTypeIconFile": "zanzibar-desktop.icns",
        }],
        "UTExportedTypeDeclarations": [{
            "UTTypeIdentifier": GAME_TYPE,
            "UTTypeDescription": "Zanzibar Desktop game",
            "UTTypeConformsTo": ["public.json", "public.data"],
            "UTTypeIconFile": "zanzibar-desktop.icns",
            "UTTypeTagSpecification": {
                "public.filename-extension": ["zanzibar"],
                "public.mime-type": ["application/x-zanzibar"],
            },
        }],
    }

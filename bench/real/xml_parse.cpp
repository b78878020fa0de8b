// Parses an XML file with tinyxml2 REPEAT times and walks each document, counting elements,
// attributes and text bytes: the tinyxml2 run of scripts/bench-real.py (and, on a small
// document, a test case of scripts/realprog.py whose output kiln's build must print as llc's).
//   xml_parse FILE [REPEAT]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include "tinyxml2.h"

using namespace tinyxml2;

struct Counts {
    unsigned long elements = 0, attributes = 0, text_bytes = 0, numeric_sum = 0;
};

// Depth-first over the element tree without recursion (documents may be deep).
static void walk(const XMLElement* root, Counts& counts) {
    const XMLElement* e = root;
    while (e) {
        counts.elements++;
        for (const XMLAttribute* a = e->FirstAttribute(); a; a = a->Next()) {
            counts.attributes++;
            counts.numeric_sum += a->UnsignedValue();
        }
        if (const char* text = e->GetText())
            counts.text_bytes += std::strlen(text);
        if (const XMLElement* child = e->FirstChildElement()) {
            e = child;
            continue;
        }
        while (e && e != root && !e->NextSiblingElement())
            e = e->Parent() ? e->Parent()->ToElement() : nullptr;
        e = (e && e != root) ? e->NextSiblingElement() : nullptr;
    }
}

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: xml_parse FILE [REPEAT]\n");
        return 2;
    }
    int repeat = argc > 2 ? std::atoi(argv[2]) : 1;
    std::FILE* f = std::fopen(argv[1], "rb");
    if (!f) {
        std::perror(argv[1]);
        return 1;
    }
    std::string text;
    char buf[1 << 16];
    for (size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;)
        text.append(buf, n);
    std::fclose(f);
    Counts counts;
    for (int r = 0; r < repeat; r++) {
        XMLDocument doc;
        if (doc.Parse(text.data(), text.size()) != XML_SUCCESS) {
            std::fprintf(stderr, "%s: %s\n", argv[1], doc.ErrorStr());
            return 1;
        }
        counts = Counts();
        walk(doc.RootElement(), counts);
    }
    std::printf("elements %lu attributes %lu text bytes %lu attribute sum %lu\n", counts.elements, counts.attributes,
                counts.text_bytes, counts.numeric_sum);
    return 0;
}
